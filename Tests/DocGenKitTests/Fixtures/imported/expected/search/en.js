"use strict";
docgenSearchIndexLoaded({"fold":"","language":"en","parts":["en/0.js"]});
