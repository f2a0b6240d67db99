// Putting a dimming view below the card that is already on screen.
class CardViewController: UIViewController {
    let card = UIView()
    let dimmingView = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        card.tag = 1
        dimmingView.tag = 2
        dimmingView.backgroundColor = .black
        dimmingView.alpha = 0.4
        view.addSubview(card)
        view.insertSubview(dimmingView, belowSubview: card)
        print(view.subviews.map { $0.tag })
        let badge = UIView()
        badge.tag = 3
        view.insertSubview(badge, aboveSubview: dimmingView)
        print(view.subviews.map { $0.tag })
    }
}

window.rootViewController = CardViewController()
