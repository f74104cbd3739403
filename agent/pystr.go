package agent

import "github.com/kraitpy/krait"

// pyStr renders a Go value as Python's str() would (krait's conversion
// table). It is a fallback for executors that leave ExecResult.Text empty;
// the interpreter itself knows the exact form.
func pyStr(v any) string {
	switch x := v.(type) {
	case nil:
		return "None" // the common case, without a converter and thread
	case string:
		return x
	}
	return krait.GoRepr(v)
}
