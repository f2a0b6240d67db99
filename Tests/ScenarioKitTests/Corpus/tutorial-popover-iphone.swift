// An options menu presented as a popover from a button; on iPhone it adapts to a sheet.
class PhotoViewController: UIViewController {
    let optionsButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(optionsButton)
    }

    func showOptions() {
        let options = OptionsViewController()
        options.modalPresentationStyle = .popover
        if let popover = options.popoverPresentationController {
            popover.sourceView = optionsButton
            popover.sourceRect = optionsButton.bounds
            popover.permittedArrowDirections = .up
        }
        present(options, animated: true)
        print(options.popoverPresentationController?.sourceView === optionsButton)
        print(UIViewController().popoverPresentationController == nil)
    }
}

class OptionsViewController: UIViewController {}

let photo = PhotoViewController()
window.rootViewController = photo
photo.showOptions()
user.swipeDown(photo.presentedViewController!)
