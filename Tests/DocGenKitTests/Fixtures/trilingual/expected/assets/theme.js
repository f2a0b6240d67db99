"use strict";
(function () {
  var root = document.documentElement;
  root.classList.add("js");
  try {
    var theme = localStorage.getItem("docgen-theme");
    if (theme === "light" || theme === "dark") root.setAttribute("data-theme", theme);
  } catch (error) {}
})();
