// Alert buttons from an enum: CaseIterable builds the actions, the raw value is the title.
enum PhotoAction: String, CaseIterable {
    case takePhoto = "Take Photo"
    case chooseFromLibrary = "Choose from Library"
    case cancel = "Cancel"

    var style: UIAlertAction.Style {
        if self == .cancel { return .cancel }
        return .default
    }
}

class AvatarViewController: UIViewController {
    var chosen: [PhotoAction] = []

    func askForPhoto() {
        let sheet = UIAlertController(title: "Profile photo", message: nil, preferredStyle: .actionSheet)
        for action in PhotoAction.allCases {
            sheet.addAction(UIAlertAction(title: action.rawValue, style: action.style) { _ in
                self.chosen.append(action)
                print("chose \(action)")
            })
        }
        present(sheet, animated: true)
    }
}

let avatar = AvatarViewController()
window.rootViewController = avatar
avatar.askForPhoto()
let sheet = avatar.presentedViewController as! UIAlertController
print(sheet.actions.count)
user.tap("Choose from Library", in: sheet)
print(avatar.chosen, avatar.chosen.first?.rawValue)
