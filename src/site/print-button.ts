/**
 * <print-button>: a Print button beside the browser's own, on the answer key's print view
 * (src/features/answer-key/AnswerKeyPrint.tsx). Hidden in the HTML, shown where script runs.
 */
class PrintButton extends HTMLElement {
  #print = () => print();

  connectedCallback() {
    const button = this.querySelector("button");
    if (!button) return;
    button.addEventListener("click", this.#print);
    this.hidden = false;
  }

  disconnectedCallback() {
    this.querySelector("button")?.removeEventListener("click", this.#print);
  }
}

if (!customElements.get("print-button")) customElements.define("print-button", PrintButton);
