// 로그인 화면: guard 조건 목록으로 입력을 한 번에 검사하고, 통과하면 홈으로 이동합니다.
class LoginViewController: UIViewController {
    var email: String?
    var password: String?

    func login() {
        // 세 조건 중 하나라도 거짓이면 else로 갑니다.
        guard let email, let password, password.count >= 8 else {
            print("입력을 확인해 주세요")
            return
        }
        print("\(email) 로그인 성공")
        let home = HomeViewController()
        home.modalPresentationStyle = .fullScreen
        present(home, animated: true)
    }
}

class HomeViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("홈 화면")
    }
}

let login = LoginViewController()
window.rootViewController = login
login.login()
login.email = "jisu@example.com"
login.password = "1234"
login.login()
login.password = "correct horse"
login.login()
