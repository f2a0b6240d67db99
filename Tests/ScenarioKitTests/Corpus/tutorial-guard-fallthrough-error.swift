// A common first mistake: the else of a guard must leave the function.
class SignUpViewController: UIViewController {
    func validate(email: String) {
        guard email.count > 3 else {
            print("email too short")
        }
        print("email ok")
    }
}
