"use strict";
docgenSearchPartLoaded({"part":0,"pages":[
{"p":"ko/2021/03/05/present/index.html","s":[{"a":"","c":"","h":"","x":"呈现一个控制器之后，被呈现者出现在呈现者之上。 返回首页"}],"t":"模态呈现"},
{"p":"ko/ViewController/index.html","s":[{"a":"","c":"","h":"","x":"생명주기 정리 처음으로"}],"t":"ViewController"},
{"p":"ko/ViewController/lifecycle/index.html","s":[{"a":"viewdidload","c":"","h":"viewDidLoad()","x":"뷰가 메모리에 올라온 뒤 한 번 호출됩니다.1"},{"a":"viewwillappear","c":"","h":"viewWillAppear(_:)","x":"화면에 보이기 직전마다 호출됩니다. 위로 1. 애플 문서 참고"}],"t":"뷰 컨트롤러 생명주기 정리"},
{"p":"ko/index.html","s":[{"a":"","c":"","h":"","x":"매일 배운 것을 기록합니다. 틀린 내용은 이슈로 알려 주세요!"},{"a":"목차","c":"","h":"목차","x":"뷰 컨트롤러 생명주기 화면 전환 (present / dismiss) ViewController 폴더"},{"a":"뷰-컨트롤러-생명주기","c":"","h":"뷰 컨트롤러 생명주기","x":"메서드 호출 시점 viewDidLoad() 뷰가 메모리에 올라온 뒤 한 번만 viewWillAppear(_:) 화면에 보이기 직전"},{"a":"화면-전환-present-dismiss","c":"","h":"화면 전환 (present / dismiss)","x":"⌘ + R로 실행한 뒤 버튼을 누르면 시트가 올라옵니다. 정답 보기 present(_:animated:completion:)은 프레젠트하는 쪽에서 호출합니다. 맨 위로"}],"t":"📱 iOS TIL"},
{"p":"ko/presenting/index.html","s":[{"a":"","c":"","h":"","x":"Slides: talk.pdf Style Covers .pageSheet part of the screen on iPad .fullScreen everything"}],"t":"Presenting","u":"present and dismiss"}
]});
