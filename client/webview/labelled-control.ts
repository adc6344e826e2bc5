/**
 * A select with its label, for the preview's toolbars: the label names the select by its id, so
 * that a click on the words focuses it and a screen reader reads them with it.
 */
export function labelledSelect(id: string, text: string, options: readonly HTMLOptionElement[], title?: string): [HTMLLabelElement, HTMLSelectElement] {
    const label = document.createElement('label');
    label.htmlFor = id;
    label.textContent = text;
    const select = document.createElement('select');
    select.id = id;
    if (title) {
        select.title = title;
    }
    select.replaceChildren(...options);
    return [label, select];
}
