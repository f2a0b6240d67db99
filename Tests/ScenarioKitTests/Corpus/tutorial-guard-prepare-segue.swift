// prepare(for:sender:) the way most tutorials write it: guard the identifier, then the type.
class RecipeViewController: UIViewController {
    var recipe = ""
    override func viewDidLoad() {
        super.viewDidLoad()
        print("recipe screen for \(recipe)")
    }
}

class MenuViewController: UIViewController {
    var selected = "김치찌개"

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard segue.identifier == "showRecipe" else { return }
        guard let recipeVC = segue.destination as? RecipeViewController else {
            print("unexpected destination")
            return
        }
        recipeVC.recipe = selected
    }
}

let menu = MenuViewController()
let nav = UINavigationController(rootViewController: menu)
window.rootViewController = nav
storyboard.segue("showRecipe", from: menu, to: RecipeViewController.self, kind: .show)
storyboard.trigger("recipeButton", in: menu, segue: "showRecipe")
user.tap("recipeButton", in: menu)
print(nav.viewControllers.count)
