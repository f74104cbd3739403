package py

// IsSubclass is issubclass(cls, info) for one class info, as isinstance,
// issubclass and match class patterns decide it: cls derives from info,
// or info is an abstract class whose __subclasshook__ accepts cls.
func IsSubclass(t *Thread, cls, info *Type) (bool, error) {
	if cls.IsSubtype(info) {
		return true, nil
	}
	return subclassHook(t, cls, info)
}

// subclassHook asks the __subclasshook__ classmethod of an abstract
// class (one deriving from a collections.abc class or abc.ABC: krait has
// no metaclasses, so this stands for ABCMeta.__subclasscheck__) whether
// cls counts as a subclass: True matches, False and NotImplemented do not.
func subclassHook(t *Thread, cls, info *Type) (bool, error) {
	abstract := info.meta != nil && info.meta.Module == "abc" && info.meta.Name == "ABCMeta"
	for _, m := range info.MRO {
		if m.Module == "collections.abc" || (m.Module == "abc" && m.Name == "ABC") {
			abstract = true
			break
		}
	}
	if !abstract {
		// Only ABCMeta's __subclasscheck__ consults the hook.
		return false, nil
	}
	attr := info.Lookup("__subclasshook__")
	if attr == nil {
		return false, nil
	}
	if _, builtin := attr.(*Builtin); builtin {
		return false, nil
	}
	hook, err := GetAttr(t, info, "__subclasshook__")
	if err != nil {
		return false, err
	}
	r, err := Call(t, hook, []Value{cls}, nil)
	if err != nil {
		return false, err
	}
	return r == True, nil
}
