// Checking a sign-up form: each problem is an enum case carrying what is wrong.
enum FormProblem: Equatable {
    case empty(field: String)
    case tooShort(field: String, minimum: Int)
    case invalidEmail

    var message: String {
        switch self {
        case .empty(let field): return "\(field) is required"
        case .tooShort(let field, let minimum): return "\(field) needs \(minimum)+ characters"
        case .invalidEmail: return "email looks wrong"
        }
    }
}

struct SignUpForm {
    var name = ""
    var email = ""
    var password = ""

    func problems() -> [FormProblem] {
        var found: [FormProblem] = []
        if name.trimmingCharacters(in: .whitespaces).isEmpty { found.append(.empty(field: "name")) }
        if !email.contains("@") || email.hasPrefix("@") { found.append(.invalidEmail) }
        if password.count < 8 { found.append(.tooShort(field: "password", minimum: 8)) }
        return found
    }
}

class SignUpViewController: UIViewController {
    var form = SignUpForm()

    func submit() {
        let problems = form.problems()
        if problems.isEmpty {
            print("welcome, \(form.name)")
        } else {
            print(problems.map { $0.message })
        }
    }
}

let signUp = SignUpViewController()
signUp.form.name = "  "
signUp.form.email = "@mail"
signUp.submit()
signUp.form.name = "Yuna"
signUp.form.email = "yuna@mail.com"
signUp.form.password = "secret"
signUp.submit()
print(signUp.form.problems() == [.tooShort(field: "password", minimum: 8)])
signUp.form.password += "1234"
signUp.submit()
