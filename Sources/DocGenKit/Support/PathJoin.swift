/// `folder/name`, with one `/` between them whether `folder` ends in one or not.
func join(_ folder: String, _ name: String) -> String {
  folder.hasSuffix("/") ? folder + name : folder + "/" + name
}
