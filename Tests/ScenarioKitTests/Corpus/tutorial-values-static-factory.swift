// Named constructors: static methods on a struct, and an init of its own.
struct Greeting {
    let text: String
    let isFormal: Bool

    init(text: String, isFormal: Bool) {
        self.text = text
        self.isFormal = isFormal
    }

    static func casual(_ name: String) -> Greeting {
        Greeting(text: "Hey \(name)!", isFormal: false)
    }

    static func formal(_ name: String) -> Greeting {
        Greeting(text: "Dear \(name),", isFormal: true)
    }
}

class WelcomeViewController: UIViewController {
    var greeting = Greeting.casual("there")

    override func viewDidLoad() {
        super.viewDidLoad()
        title = greeting.text
    }
}

let welcome = WelcomeViewController()
welcome.greeting = .formal("Ms. Han")
window.rootViewController = welcome
print(welcome.title!, welcome.greeting.isFormal)
print(Greeting.casual("Ju"))
