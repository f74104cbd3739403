package pystr

// Mangle returns the name as CPython's compiler spells it inside the class
// named private: "__x" becomes "_Class__x", unless the name ends with two
// underscores, contains a dot, or the class name is all underscores.
func Mangle(private, name string) string {
	if private == "" || len(name) < 3 || name[0] != '_' || name[1] != '_' {
		return name
	}
	if name[len(name)-1] == '_' && name[len(name)-2] == '_' {
		return name
	}
	for i := 0; i < len(name); i++ {
		if name[i] == '.' {
			return name
		}
	}
	i := 0
	for i < len(private) && private[i] == '_' {
		i++
	}
	if i == len(private) {
		return name
	}
	return "_" + private[i:] + name
}
