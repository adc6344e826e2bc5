/**
 * The questions a turn asks (which monster, which option, whether to play out of initiative
 * order) in a modal dialog of the page, and what it tells, in the page's status line: what VS
 * Code's pickers, dialogs and notifications do for the extension.
 */
export interface Choice {
    readonly label: string;
    readonly description?: string;
}

export type Level = 'info' | 'warning' | 'error';

export class Prompts {
    private readonly title: HTMLElement;
    private readonly text: HTMLElement;
    private readonly list: HTMLElement;

    constructor(private readonly dialog: HTMLDialogElement, private readonly status: HTMLElement) {
        this.title = this.part('h2');
        this.text = this.part('p');
        this.list = this.part('ul');
    }

    private part(tag: string): HTMLElement {
        const element = this.dialog.querySelector<HTMLElement>(tag);
        if (!element) {
            throw new Error(`the page's dialog has no <${tag}>`);
        }
        return element;
    }

    /** The index of the choice made; undefined when the dialog is closed without one. `browse` hears each choice gone over. */
    choose(title: string, text: string, choices: readonly Choice[], browse?: (index: number) => void): Promise<number | undefined> {
        this.title.textContent = title;
        this.text.textContent = text;
        this.text.hidden = text === '';
        const buttons = choices.map((choice, index) => {
            const button = document.createElement('button');
            button.type = 'submit';
            button.value = String(index);
            button.textContent = choice.label;
            if (choice.description) {
                const description = document.createElement('span');
                description.className = 'description';
                description.textContent = choice.description;
                button.append(description);
            }
            return button;
        });
        this.list.replaceChildren(...buttons.map(button => {
            const item = document.createElement('li');
            item.append(button);
            return item;
        }));
        return new Promise(resolve => {
            this.dialog.returnValue = '';
            this.dialog.addEventListener('close', () => {
                const chosen = Number.parseInt(this.dialog.returnValue, 10);
                resolve(Number.isInteger(chosen) && chosen >= 0 && chosen < choices.length ? chosen : undefined);
            }, { once: true });
            this.dialog.showModal();
            // The first choice has the focus from the start, and is the one shown; from then on,
            // each choice the user goes over, by key or by pointer, is shown.
            buttons[0]?.focus();
            if (browse && buttons.length > 0) {
                browse(0);
                buttons.forEach((button, index) => {
                    button.addEventListener('focus', () => browse(index));
                    button.addEventListener('pointerenter', () => browse(index));
                });
            }
        });
    }

    async confirm(question: string, yes: string): Promise<boolean> {
        return await this.choose('Out of initiative order', question, [{ label: yes }]) === 0;
    }

    tell(level: Level, message: string): void {
        this.status.textContent = message;
        this.status.dataset.level = level;
        this.status.hidden = false;
    }
}
