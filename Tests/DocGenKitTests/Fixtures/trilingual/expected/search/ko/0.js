"use strict";
docgenSearchPartLoaded({"part":0,"pages":[
{"p":"ko/first/index.html","s":[{"a":"프레젠트와-디스미스","c":"","h":"프레젠트와 디스미스","x":"홈으로."}],"t":"첫 페이지"},
{"p":"ko/guide/deep/index.html","s":[{"a":"details","c":"","h":"Details","x":"Up to first."}],"t":"A deep page"},
{"p":"ko/index.html","s":[{"a":"","c":"","h":"","x":"첫 페이지부터 읽으세요. 가이드는 아직 번역되지 않았습니다."}],"t":"홈"}
]});
