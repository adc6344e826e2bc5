import { optionCost } from '../../language/explain/option-words.js';
import { drawOnBoard } from '../../client/src/board-drawing.js';
import { type DrawToWebview, parseDrawFromWebview } from '../../client/src/draw-protocol.js';
import { type ToWebview, parseFromWebview } from '../../client/src/preview-protocol.js';
import { type RoundHost, playRound } from '../../client/src/round-flow.js';
import { ThreatFeed } from '../../client/src/threat-feed.js';
import type { ThreatToWebview } from '../../client/src/threat-protocol.js';
import { type TurnHost, currentBoard, playShown, runTurn } from '../../client/src/turn-flow.js';
import { type VersionedApply, applyAtVersion } from '../../client/src/versioned-apply.js';
import type { TextEdit } from 'vscode-languageserver-protocol';
import type { Prompts } from './prompts.js';
import type { ScenarioEditor } from './scenario-editor.js';
import type { ScenarioServer } from './scenario-server.js';

/** Edits come in bursts while typing: one board request after a pause is enough. */
const EDIT_DEBOUNCE_MS = 300;

/**
 * The extension's part for the preview page in the playground's frame: asks the worker for the
 * board of the editor's text and hands it to the page, follows the cursor, and turns the page's
 * clicks, plays and strokes into edits of the text. The page draws; this class moves messages,
 * as `PreviewPanel` does in VS Code.
 */
export class PreviewHost {
    private ready = false;
    private lastBoard: Extract<ToWebview, { type: 'board' }> | undefined;
    private lastSelected: string | undefined;
    private debounce: ReturnType<typeof setTimeout> | undefined;
    /** Counts requests so an answer overtaken by a newer request is dropped. */
    private requestSerial = 0;
    private cursorSerial = 0;
    private readonly threat: ThreatFeed<{ uri: string; version: number }>;
    /** The option shown while the user chooses one: drawn again on a board that comes meanwhile. */
    private browsing: { monster: string; option: number } | undefined;

    constructor(
        private readonly frame: HTMLIFrameElement,
        private readonly editor: ScenarioEditor,
        private readonly server: ScenarioServer,
        private readonly prompts: Prompts
    ) {
        this.threat = new ThreatFeed((document, character, token) => server.threatMap(document, character, token), message => this.post(message));
        window.addEventListener('message', event => {
            if (event.source === frame.contentWindow && event.origin === window.location.origin) {
                this.receive(event.data);
            }
        });
        // The page is loaded only now that its `ready` has someone to hear it.
        frame.src = 'preview.html';
    }

    /** The text changed: the board is asked for again after a pause. */
    textChanged(): void {
        clearTimeout(this.debounce);
        this.debounce = setTimeout(() => void this.refresh(), EDIT_DEBOUNCE_MS);
    }

    /** The cursor moved: the page selects the monster its line is about. */
    cursorMoved(): void {
        const serial = ++this.cursorSerial;
        void this.server.monsterAt().then(monster => {
            if (serial === this.cursorSerial && monster && monster !== this.lastSelected) {
                this.lastSelected = monster;
                this.post({ type: 'select', monster });
            }
        }, () => undefined);
    }

    /** Runs the turn of the monster at the cursor, or the one the user picks. */
    async runTurn(): Promise<void> {
        const cursor = await this.server.monsterAt().catch(() => undefined);
        await this.report(runTurn(this.turnHost(), { cursor }), 'the turn');
    }

    async runRound(): Promise<void> {
        const host: RoundHost = {
            version: () => this.editor.version(),
            playRound: version => this.server.playRound(version),
            apply: (edits, version) => this.applyAt(edits, version),
            tell: (level, message) => this.prompts.tell(level, message)
        };
        await this.report(playRound(host), 'the round');
    }

    private receive(data: unknown): void {
        const drawn = parseDrawFromWebview(data);
        if (drawn) {
            void drawOnBoard({
                version: () => this.editor.version(),
                editBoard: (version, edit) => this.server.editBoard(version, edit),
                apply: (edits, version) => this.applyAt(edits, version),
                tell: refusal => this.post(refusal)
            }, drawn.edit);
            return;
        }
        if (this.threat.receive(data, this.editor.document)) {
            return;
        }
        const message = parseFromWebview(data);
        switch (message?.type) {
            case 'ready':
                this.ready = true;
                this.post({ type: 'settings', settings: { coordinates: true, orientation: 'flat' } });
                if (this.lastBoard) {
                    this.post(this.lastBoard);
                }
                void this.refresh();
                break;
            case 'reveal':
                this.editor.reveal(message.line, message.character);
                break;
            case 'playTurn':
                // The option is one of the board drawn: the server refuses it if the text has moved on since.
                if (this.lastBoard) {
                    void this.report(playShown(this.turnHost(), message.monster, message.option, this.lastBoard.version), 'the turn');
                }
                break;
        }
    }

    private async refresh(): Promise<void> {
        const serial = ++this.requestSerial;
        try {
            const { version, ...view } = await currentBoard({ board: asked => this.server.boardView(asked), version: () => this.editor.version() });
            if (serial !== this.requestSerial || this.editor.version() !== version) {
                return; // a newer request or a newer text is on its way
            }
            this.lastBoard = { type: 'board', view, uri: this.editor.uri, version };
            this.post(this.lastBoard);
            // Which text the board drawn is of, for whoever watches the page (its tests).
            this.frame.dataset.version = String(version);
            if (this.browsing) {
                this.post({ type: 'select', ...this.browsing });
            }
            void this.threat.refresh(this.editor.document);
            this.cursorMoved();
        } catch (error) {
            if (serial === this.requestSerial) {
                this.post({ type: 'waiting', reason: `Waiting for the language server: ${error instanceof Error ? error.message : String(error)}` });
            }
        }
    }

    /**
     * Applies the server's edits only to the version they were worked out for; the editor applies
     * them at once, so nothing can land between the check and the edit.
     */
    private applyAt(edits: readonly TextEdit[], version: number): Promise<VersionedApply> {
        const editor = this.editor;
        return applyAtVersion({ get version() { return editor.version(); } }, version, async () => edits, async converted => editor.apply(converted));
    }

    private turnHost(): TurnHost {
        return {
            board: version => this.server.boardView(version),
            version: () => this.editor.version(),
            play: (monster, option, version) => this.server.playTurn(monster, option, version),
            apply: (edits, version) => this.applyAt(edits, version),
            pickMonster: async decisions => {
                const index = await this.prompts.choose('Run monster turn', 'Which monster acts?',
                    decisions.map(decision => ({ label: decision.monster, description: decision.summary })));
                return index === undefined ? undefined : decisions[index];
            },
            pickOption: async (decision, words) => {
                try {
                    return await this.prompts.choose(`${decision.monster}'s turn: the players choose`, decision.tie?.text ?? 'Which option?',
                        decision.options.map((option, index) => ({ label: words[index] ?? `option ${index + 1}`, description: optionCost(option) })),
                        option => {
                            this.lastSelected = decision.monster;
                            this.browsing = { monster: decision.monster, option };
                            this.post({ type: 'select', ...this.browsing });
                        });
                } finally {
                    this.browsing = undefined;
                }
            },
            confirm: (question, yes) => this.prompts.confirm(question, yes),
            tell: (level, message) => this.prompts.tell(level, message)
        };
    }

    private async report(work: Promise<unknown>, what: string): Promise<void> {
        try {
            await work;
        } catch (error) {
            this.prompts.tell('error', `${what[0].toUpperCase()}${what.slice(1)} could not be run: ${error instanceof Error ? error.message : String(error)}`);
        }
    }

    private post(message: ToWebview | ThreatToWebview | DrawToWebview): void {
        if (this.ready) {
            this.frame.contentWindow?.postMessage(message, window.location.origin);
        }
    }
}
