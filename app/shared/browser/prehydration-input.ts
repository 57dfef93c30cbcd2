import { useLayoutEffect, type RefObject } from "react";
import { HYDRATED_ATTRIBUTE, PENDING_SUBMIT_ATTRIBUTE, PENDING_TAB_ATTRIBUTE, TOOL_BODY_ATTRIBUTE } from "~/shared/tool-markers";

/**
 * Keeps what a visitor typed, picked or pasted into a tool before React hydrated it
 * (docs/decisions/015).
 *
 * Tool pages hydrate a frame after `load` (decision 011); on a slow phone the server-rendered form
 * is usable seconds earlier. React 19 leaves such a field's DOM value alone while hydrating, but its
 * state still holds the server's value, so the next render of the field (any state change of the
 * screen) writes the old value back and the result never reflected the typing. Reading the DOM into
 * the initial state is not possible (the first client render must match the server's HTML), so this
 * replays each edit after the hydrating commit as the input event a visitor would have caused: the
 * field's own `onChange` runs and the screen's state, output and buttons follow, whatever shape that
 * state has (plain fields, keyed rows, uncontrolled textareas).
 */

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Edit = { control: Control; value: string } | { control: HTMLInputElement; checked: boolean };

const CONTROLS = "input, textarea, select";
/** Input types a visitor does not type into or whose value cannot be set from script. */
const NOT_EDITABLE = new Set(["button", "submit", "reset", "image", "file", "hidden"]);

/**
 * The visitor's change to a control, or null. Before hydration `defaultValue`/`defaultChecked`/
 * `defaultSelected` are the server's HTML; while hydrating React sets them to the first render's
 * state, the same values, and an untouched field follows them, so a difference means an edit.
 */
function editOf(control: Element): Edit | null {
  if (control instanceof HTMLInputElement) {
    if (NOT_EDITABLE.has(control.type) || control.disabled || control.readOnly) return null;
    if (control.type === "checkbox" || control.type === "radio") {
      // A radio that lost its check is covered by the one in its group that gained it.
      if (control.checked === control.defaultChecked || (control.type === "radio" && !control.checked)) return null;
      return { control, checked: control.checked };
    }
    return control.value === control.defaultValue ? null : { control, value: control.value };
  }
  if (control instanceof HTMLTextAreaElement) {
    if (control.disabled || control.readOnly) return null;
    return control.value === control.defaultValue ? null : { control, value: control.value };
  }
  if (control instanceof HTMLSelectElement && !control.disabled && !control.multiple) {
    const initial = [...control.options].findLast((option) => option.defaultSelected) ?? control.options[0];
    return initial && control.value !== initial.value ? { control, value: control.value } : null;
  }
  return null;
}

/**
 * Taken when the tool's code is first evaluated, just before React starts hydrating: a textarea
 * whose server text is not empty gets its DOM value reset by React's hydration itself, so only
 * this earlier look still sees the visitor's text there.
 */
const beforeHydration = new Map<Element, Edit>();
if (typeof document !== "undefined") {
  for (const control of document.querySelectorAll(CONTROLS)) {
    const edit = editOf(control);
    if (edit) beforeHydration.set(control, edit);
  }
}

/** The prototype's setter: it changes the DOM value without React's value tracker noticing. */
function setValueUntracked(control: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control) as object, "value")?.set;
  if (setter) setter.call(control, value);
  else control.value = value;
}

/**
 * React fires `onChange` only when a field's value differs from the one its tracker last saw,
 * and the tracker saw the visitor's value while hydrating. So the field is first set to its
 * default through React's setter (the tracker notes the default), then to the visitor's value
 * behind the tracker's back, then the event goes out: React sees a real change.
 */
function replay(edit: Edit) {
  const { control } = edit;
  if (!control.isConnected || control.disabled) return;
  if ("checked" in edit) {
    const input = edit.control;
    input.checked = !edit.checked;
    // The browser's own toggle: click, input and change events, exactly as for a visitor's click.
    input.click();
    return;
  }
  if (control instanceof HTMLSelectElement) {
    control.value = edit.value;
    control.dispatchEvent(new Event("change", { bubbles: true }));
    return;
  }
  const focused = control.ownerDocument.activeElement === control;
  const selection = focused ? { start: control.selectionStart, end: control.selectionEnd } : null;
  control.value = control.defaultValue;
  setValueUntracked(control, edit.value);
  control.dispatchEvent(new Event("input", { bubbles: true }));
  if (selection && selection.start !== null && selection.end !== null) {
    try {
      control.setSelectionRange(selection.start, selection.end);
    } catch {
      // Some input types (email, number, date) have no text selection to keep.
    }
  }
}

/**
 * Replays the pre-hydration edits of the controls inside `container`. Call it in a component that
 * hydrates together with the fields (the same Suspense boundary): its layout effect runs in that
 * boundary's hydrating commit, before any later render could overwrite a field. The replay waits
 * for a microtask so that each event is handled outside React's commit and flushed before the
 * next, and every handler sees the state the previous one left.
 */
export function usePrehydrationInput(container: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const root = container.current;
    if (!root) return;
    // A nested scope (a lazily loaded panel) hydrates later and replays its own controls then.
    const ownScope = (element: Element): boolean => element.closest(`[${TOOL_BODY_ATTRIBUTE}]`) === root;
    const edits: Edit[] = [];
    for (const control of root.querySelectorAll(CONTROLS)) {
      if (!ownScope(control)) continue;
      const edit = editOf(control) ?? beforeHydration.get(control);
      beforeHydration.delete(control);
      if (edit) edits.push(edit);
    }
    let cancelled = false;
    queueMicrotask(() => {
      if (cancelled) return;
      edits.forEach(replay);
      // A tab or mode button chosen before hydration (marked by app/enhance/early-tabs.ts) is selected by its own
      // click handler now; read here rather than in the effect, so a choice made while React was
      // hydrating counts too.
      for (const tab of root.querySelectorAll<HTMLElement>(`[${PENDING_TAB_ATTRIBUTE}]`)) {
        if (!ownScope(tab)) continue;
        tab.removeAttribute(PENDING_TAB_ATTRIBUTE);
        if (tab.isConnected && tab.getAttribute("aria-selected") !== "true" && tab.getAttribute("aria-pressed") !== "true") tab.click();
      }
      root.setAttribute(HYDRATED_ATTRIBUTE, "");
      // A submit held by the enhancement script (app/enhance/early-submit.ts) goes out now.
      for (const form of root.querySelectorAll<HTMLFormElement>(`form[${PENDING_SUBMIT_ATTRIBUTE}]`)) {
        if (!ownScope(form)) continue;
        form.removeAttribute(PENDING_SUBMIT_ATTRIBUTE);
        if (form.isConnected) form.requestSubmit();
      }
    });
    return () => {
      cancelled = true;
    };
  }, [container]);
}
