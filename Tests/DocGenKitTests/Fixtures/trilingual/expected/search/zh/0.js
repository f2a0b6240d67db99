"use strict";
docgenSearchPartLoaded({"part":0,"pages":[
{"p":"zh/first/index.html","s":[{"a":"呈现与关闭","c":"","h":"呈现与关闭","x":"回到首页。"}],"t":"第一页"},
{"p":"zh/guide/deep/index.html","s":[{"a":"details","c":"","h":"Details","x":"Up to first."}],"t":"A deep page"},
{"p":"zh/index.html","s":[{"a":"","c":"","h":"","x":"先读第一页，再看指南。"}],"t":"首页"}
]});
