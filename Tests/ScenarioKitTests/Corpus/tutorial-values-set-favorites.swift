// Favorites kept in a Set: tapping a star adds or removes an id.
class RecipesViewController: UIViewController {
    var favorites: Set<Int> = [3]

    func toggleFavorite(_ id: Int) {
        if favorites.contains(id) {
            favorites.remove(id)
            print("removed \(id)")
        } else {
            favorites.insert(id)
            print("added \(id)")
        }
    }
}

let recipes = RecipesViewController()
recipes.toggleFavorite(7)
recipes.toggleFavorite(3)
recipes.toggleFavorite(9)
let result = recipes.favorites.insert(7)
print(result.inserted, recipes.favorites.count, recipes.favorites.sorted())
print(recipes.favorites.isSubset(of: [7, 9, 11]), recipes.favorites.union([1]).sorted())
