package agent

import (
	"fmt"
	"math/big"
	"sort"
	"strconv"
	"strings"

	"github.com/kraitpy/krait/internal/pyfmt"
)

// pyStr renders a plain Go value roughly as Python's str() would. It is a
// fallback for executors that leave ExecResult.Text empty; the interpreter
// itself knows the exact form.
func pyStr(v any) string {
	if s, ok := v.(string); ok {
		return s
	}
	return pyRepr(v)
}

// pyRepr renders a plain Go value roughly as Python's repr().
func pyRepr(v any) string {
	switch x := v.(type) {
	case nil:
		return "None"
	case bool:
		if x {
			return "True"
		}
		return "False"
	case string:
		return pyfmt.StrRepr(x)
	case int:
		return strconv.Itoa(x)
	case int64:
		return strconv.FormatInt(x, 10)
	case *big.Int:
		return x.String()
	case float64:
		return pyfmt.FloatRepr(x)
	case float32:
		return pyfmt.FloatRepr(float64(x))
	case []any:
		parts := make([]string, len(x))
		for i, e := range x {
			parts[i] = pyRepr(e)
		}
		return "[" + strings.Join(parts, ", ") + "]"
	case map[string]any:
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		parts := make([]string, len(keys))
		for i, k := range keys {
			parts[i] = pyfmt.StrRepr(k) + ": " + pyRepr(x[k])
		}
		return "{" + strings.Join(parts, ", ") + "}"
	case complex128:
		return strings.Replace(strconv.FormatComplex(x, 'g', -1, 128), "i)", "j)", 1)
	case []byte:
		return "b" + pyfmt.StrRepr(string(x))
	case map[any]any:
		parts := make([]string, 0, len(x))
		for k, e := range x {
			parts = append(parts, pyRepr(k)+": "+pyRepr(e))
		}
		sort.Strings(parts)
		return "{" + strings.Join(parts, ", ") + "}"
	case fmt.Stringer:
		return x.String()
	}
	return fmt.Sprint(v)
}
