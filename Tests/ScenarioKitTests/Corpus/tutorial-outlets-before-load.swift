// The classic mistake: setting an outlet's text before the view has loaded.
class DetailViewController: UIViewController {
    @IBOutlet var titleLabel: UILabel!
}

storyboard.scene("Detail", DetailViewController.self)
let detail = storyboard.instantiateViewController(withIdentifier: "Detail") as! DetailViewController
print(detail.titleLabel == nil)
detail.titleLabel.text = "Too early"
