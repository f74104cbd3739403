package py

// Type is a Python type object: a built-in type or a user class.
type Type struct {
	Name string
}

// Type returns the metatype, type itself.
func (t *Type) Type() *Type { return TypeType }

// TypeType is the type object of `type`.
var TypeType = &Type{Name: "type"}
