@main struct S { static func main() {} }
