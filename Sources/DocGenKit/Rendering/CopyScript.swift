/// `assets/copy.js`: a copy button on every code block, as progressive enhancement — without
/// JavaScript the page is whole and the code can be selected as usual. The button's words come
/// from the page (`data-copy`, `data-copied` on `<body>`, from site.yml), so the script has
/// none of its own. `navigator.clipboard` needs a secure context (not `file://`); there the
/// script falls back to selecting the code and `document.execCommand("copy")`.
enum CopyScript {
  static let path = "assets/copy.js"

  static let javaScript = """
    "use strict";
    document.addEventListener("DOMContentLoaded", function () {
      var body = document.body;
      var label = body.getAttribute("data-copy") || "Copy";
      var done = body.getAttribute("data-copied") || "Copied";
      document.querySelectorAll("pre > code").forEach(function (code) {
        var pre = code.parentElement;
        var button = document.createElement("button");
        button.type = "button";
        button.className = "copy";
        button.textContent = label;
        button.addEventListener("click", function () {
          var text = code.innerText;
          var finish = function () {
            button.textContent = done;
            setTimeout(function () { button.textContent = label; }, 1500);
          };
          if (navigator.clipboard && window.isSecureContext) {
            navigator.clipboard.writeText(text).then(finish, function () {});
          } else {
            var range = document.createRange();
            range.selectNodeContents(code);
            var selection = window.getSelection();
            selection.removeAllRanges();
            selection.addRange(range);
            try { document.execCommand("copy"); finish(); } catch (error) {}
          }
        });
        pre.classList.add("has-copy");
        pre.insertBefore(button, code);
      });
    });

    """
}
