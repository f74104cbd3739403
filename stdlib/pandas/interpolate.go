package pandas

import (
	"github.com/kraitpy/krait/py"
)

// This file is Series/DataFrame.interpolate: missing values of float
// columns filled along the rows, linearly between their valid neighbours
// (pandas' default method, which spaces the rows equally whatever the
// index), or with the previous or next valid value (pad/ffill,
// bfill/backfill).

// interpolateMethod is interpolate(method=..., axis=0, limit=None,
// inplace=False, limit_direction=None, limit_area=None, downcast=None).
func (m *Module) interpolateMethod(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bind("interpolate", []string{"method", "axis", "limit", "inplace", "limit_direction", "limit_area", "downcast"}, 0, args, kwargs)
	if err != nil {
		return nil, err
	}
	method, err := argStr(vals[0], "method", "linear")
	if err != nil {
		return nil, err
	}
	axis, err := axisArg(vals[1], 0)
	if err != nil {
		return nil, err
	}
	if axis != 0 {
		return nil, py.NewNotImplementedError("interpolate along axis=1 is not supported by krait's pandas")
	}
	if !isNone(vals[5]) {
		return nil, py.NewNotImplementedError("interpolate with limit_area is not supported by krait's pandas")
	}
	limit := -1
	if !isNone(vals[2]) {
		if limit, err = argInt(vals[2], "limit", 0); err != nil {
			return nil, err
		}
		if limit <= 0 {
			return nil, py.NewValueError("Limit must be greater than 0")
		}
	}
	dir := "forward"
	switch method {
	case "linear":
	case "pad", "ffill":
		method = "pad"
	case "bfill", "backfill":
		method, dir = "bfill", "backward"
	default:
		return nil, py.NewNotImplementedError("interpolate method '%s' is not supported by krait's pandas", method)
	}
	if !isNone(vals[4]) {
		if dir, err = argStr(vals[4], "limit_direction", dir); err != nil {
			return nil, err
		}
		switch {
		case dir != "forward" && dir != "backward" && dir != "both":
			return nil, py.NewValueError("Invalid limit_direction: expecting one of ['forward', 'backward', 'both'], got '%s'.", dir)
		case method == "pad" && dir != "forward":
			return nil, py.NewValueError("`limit_direction` must be 'forward' for method `%s`", method)
		case method == "bfill" && dir != "backward":
			return nil, py.NewValueError("`limit_direction` must be 'backward' for method `%s`", method)
		}
	}
	inpl, err := argBool(t, vals[3], false)
	if err != nil {
		return nil, err
	}
	r, err := m.eachColumn(t, self, func(c *column) (*column, error) {
		return interpolateColumn(t, c, method, dir, limit)
	})
	if err != nil {
		return nil, err
	}
	return inplace(self, r, inpl)
}

// interpolateColumn fills the NaNs of a float column (other columns are
// returned as they are): each run of NaNs between valid values, and the
// runs before the first and after the last valid value as dir allows
// (forward fills the trailing run with the last value, backward the
// leading one with the first), at most limit of each run (-1: all) from
// the side dir names.
func interpolateColumn(t *py.Thread, c *column, method, dir string, limit int) (*column, error) {
	if c.dt != dtFloat {
		return c.share(), nil
	}
	out, err := c.copy(t)
	if err != nil {
		return nil, err
	}
	f := out.f
	n := len(f)
	for j := 0; j < n; {
		if f[j] == f[j] {
			j++
			continue
		}
		end := j // the run of NaNs is f[j:end]
		for end < n && f[end] != f[end] {
			end++
		}
		lo, hi := j-1, end // the valid neighbours (-1 or n: none)
		for k := j; k < end; k++ {
			fwd, back := k-j, end-1-k // NaNs before k and after k in the run
			ok := false
			switch dir {
			case "forward":
				ok = lo >= 0 && (limit < 0 || fwd < limit)
			case "backward":
				ok = hi < n && (limit < 0 || back < limit)
			default:
				ok = limit < 0 || fwd < limit || back < limit
			}
			if !ok {
				continue
			}
			switch {
			case lo < 0 && hi >= n:
			case lo < 0:
				f[k] = f[hi]
			case hi >= n:
				f[k] = f[lo]
			case method == "pad":
				f[k] = f[lo]
			case method == "bfill":
				f[k] = f[hi]
			default:
				f[k] = f[lo] + (f[hi]-f[lo])*float64(k-lo)/float64(hi-lo)
			}
		}
		j = end
	}
	return out, nil
}
