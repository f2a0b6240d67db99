"use strict";
docgenSearchPartLoaded({"part":0,"pages":[
{"p":"en/2021/03/05/present/index.html","s":[{"a":"","c":"","h":"","x":"呈现一个控制器之后，被呈现者出现在呈现者之上。 返回首页"}],"t":"模态呈现"},
{"p":"en/ViewController/index.html","s":[{"a":"","c":"","h":"","x":"생명주기 정리 처음으로"}],"t":"ViewController"},
{"p":"en/ViewController/lifecycle/index.html","s":[{"a":"viewdidload","c":"","h":"viewDidLoad()","x":"뷰가 메모리에 올라온 뒤 한 번 호출됩니다.1"},{"a":"viewwillappear","c":"","h":"viewWillAppear(_:)","x":"화면에 보이기 직전마다 호출됩니다. 위로 1. 애플 문서 참고"}],"t":"뷰 컨트롤러 생명주기 정리"},
{"p":"en/index.html","s":[{"a":"","c":"","h":"","x":"Presenting"}],"t":"UIKit notes","u":"UIKit notes kept in GitBook."},
{"p":"en/presenting/index.html","s":[{"a":"","c":"","h":"","x":"Slides: talk.pdf Style Covers .pageSheet part of the screen on iPad .fullScreen everything"}],"t":"Presenting","u":"present and dismiss"}
]});
