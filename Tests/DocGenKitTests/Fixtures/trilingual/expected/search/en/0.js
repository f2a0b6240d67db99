"use strict";
docgenSearchPartLoaded({"part":0,"pages":[
{"p":"en/first/index.html","s":[{"a":"","c":"","h":"","x":"Some text with “quotes” – and dashes."},{"a":"a-section","c":"","h":"A section","x":""},{"a":"a-section-2","c":"","h":"A section","x":"Back home."}],"t":"First \"page\"","u":"The first page & its <summary>."},
{"p":"en/guide/deep/index.html","s":[{"a":"details","c":"","h":"Details","x":"Up to first."}],"t":"A deep page"},
{"p":"en/index.html","s":[{"a":"","c":"","h":"","x":"Start with the first page, then read the guide. The Korean first page is translated. Apple is outside."}],"t":"Home"}
]});
