"use strict";
docgenSearchPartLoaded({"part":0,"pages":[
{"p":"zh/2021/03/05/present/index.html","s":[{"a":"","c":"","h":"","x":"呈现一个控制器之后，被呈现者出现在呈现者之上。 返回首页"}],"t":"模态呈现"},
{"p":"zh/ViewController/index.html","s":[{"a":"","c":"","h":"","x":"생명주기 정리 처음으로"}],"t":"ViewController"},
{"p":"zh/ViewController/lifecycle/index.html","s":[{"a":"viewdidload","c":"","h":"viewDidLoad()","x":"뷰가 메모리에 올라온 뒤 한 번 호출됩니다.1"},{"a":"viewwillappear","c":"","h":"viewWillAppear(_:)","x":"화면에 보이기 직전마다 호출됩니다. 위로 1. 애플 문서 참고"}],"t":"뷰 컨트롤러 생명주기 정리"},
{"p":"zh/index.html","s":[{"a":"","c":"","h":"","x":"这里是从 Hexo 博客搬过来的笔记。"},{"a":"视图控制器的生命周期","c":"","h":"视图控制器的生命周期","x":"viewDidLoad 只调用一次，重点是它在视图载入内存之后调用。 模态呈现"}],"t":"iOS 笔记","u":"一个 Hexo 博客里的 UIKit 笔记"},
{"p":"zh/presenting/index.html","s":[{"a":"","c":"","h":"","x":"Slides: talk.pdf Style Covers .pageSheet part of the screen on iPad .fullScreen everything"}],"t":"Presenting","u":"present and dismiss"}
]});
