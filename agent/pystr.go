package agent

import "github.com/kraitpy/krait"

// pyStr renders a Go value as Python's str() would (krait's conversion
// table). It is a fallback for executors that leave ExecResult.Text empty;
// the interpreter itself knows the exact form.
func pyStr(v any) string {
	if s, ok := v.(string); ok {
		return s
	}
	return krait.GoRepr(v)
}
