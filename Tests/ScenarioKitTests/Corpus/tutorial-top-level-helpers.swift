// 화면을 만드는 작은 함수들: 클래스 밖, 파일 맨 위에 둡니다.
func makeScreen(title: String) -> UIViewController {
    let vc = UIViewController()
    vc.title = title
    return vc
}

// 기본값이 있는 매개변수: 대부분의 호출은 animated를 생략합니다.
func show(_ screen: UIViewController, in nav: UINavigationController, animated: Bool = false) {
    print("showing \(screen.title ?? "untitled") animated: \(animated)")
    nav.pushViewController(screen, animated: animated)
}

func greeting(for name: String) -> String {
    "안녕하세요, \(name)님"
}

let nav = UINavigationController(rootViewController: makeScreen(title: "홈"))
window.rootViewController = nav
show(makeScreen(title: "설정"), in: nav)
show(makeScreen(title: "알림"), in: nav, animated: true)
print(greeting(for: "지수"), nav.viewControllers.count)
