"use strict";
docgenSearchIndexLoaded({"fold":"","language":"ko","parts":["ko/0.js"]});
