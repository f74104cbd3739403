package random

import (
	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/internal/pyargs"
)

// multivariate_normal is numpy's own Python code run on krait's numpy:
// standard normals shaped (-1, n) times a factor of cov from
// numpy.linalg (legacy: x @ (sqrt(s)[:, None] * v) from the SVD;
// Generator: x @ (u * sqrt(s)).T, or the Cholesky or eigh factor). The
// normals are numpy's exactly; the factor is as exact as krait's linalg
// (gonum's LAPACK port) and matrix product are next to numpy's LAPACK
// and BLAS, which round differently in the last bits for some matrices.

// npCall calls numpy.<fn>(args...), or numpy.linalg.<fn> when linalg is
// set (the linalg module itself: numpy.random uses it whether or not the
// program may import numpy.linalg, as numpy's own code does).
func (m *Module) npCall(t *py.Thread, fn py.LibName, linalg bool, args ...py.Value) (py.Value, error) {
	ns := m.np.PyModule()
	if linalg {
		ns = m.np.Linalg()
	}
	f, err := py.GetAttr(t, ns, fn)
	if err != nil {
		return nil, err
	}
	return py.Call(t, f, args, nil)
}

func (m *Module) multivariateNormal(legacy bool) py.BuiltinFunc {
	names := []string{"mean", "cov", "size", "check_valid", "tol"}
	if !legacy {
		names = append(names, "*method")
	}
	return func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		g, err := genOf(self, legacy)
		if err != nil {
			return nil, err
		}
		a, err := pyargs.Bind("multivariate_normal", true, names, 2, args, kwargs)
		if err != nil {
			return nil, err
		}
		method := "svd"
		if !legacy && a[5] != nil {
			s, ok := a[5].(*py.Str)
			if !ok || (s.String() != "svd" && s.String() != "eigh" && s.String() != "cholesky") {
				return nil, py.NewValueError("method must be one of {'eigh', 'svd', 'cholesky'}")
			}
			method = s.String()
		}
		mean, err := m.asArray(t, a[0])
		if err != nil {
			return nil, err
		}
		cov, err := m.asArray(t, a[1])
		if err != nil {
			return nil, err
		}
		if mean.Ndim() != 1 {
			return nil, py.NewValueError("mean must be 1 dimensional")
		}
		if cov.Ndim() != 2 || cov.Shape()[0] != cov.Shape()[1] {
			return nil, py.NewValueError("cov must be 2 dimensional and square")
		}
		n := mean.Shape()[0]
		if n != cov.Shape()[0] {
			return nil, py.NewValueError("mean and cov must have same length")
		}
		var shape []int
		if a[2] != nil && a[2] != py.None {
			if shape, err = m.shapeArg(t, a[2]); err != nil {
				return nil, err
			}
		}
		final := append(append([]int(nil), shape...), n) //krait:alloc-ok size's shape (ShapeArg: at most maxDims ints) and one more
		draw := g.rs.Gauss
		if !legacy {
			draw = g.g.StandardNormal
		}
		rows := 0
		if n > 0 {
			rows = sizeOf(final) / n
		}
		x, err := m.fillArray(t, []int{rows, n}, loopOf(draw))
		if err != nil {
			return nil, err
		}
		covV := m.np.Wrap(cov)
		covF, err := py.CallMethod(t, covV, "astype", []py.Value{py.FloatType}, nil)
		if err != nil {
			return nil, err
		}
		check := "warn"
		if a[3] != nil {
			s, ok := a[3].(*py.Str)
			if !ok {
				return nil, py.NewValueError("check_valid must equal 'warn', 'raise', or 'ignore'")
			}
			check = s.String()
		}
		tol := py.Value(py.Float(1e-8))
		if a[4] != nil {
			tol = a[4]
		}
		var factor py.Value // x @ factor
		switch method {
		case "svd":
			usv, err := m.npCall(t, "svd", true, covF)
			if err != nil {
				return nil, err
			}
			parts, err := py.Items(t, usv)
			if err != nil {
				return nil, err
			}
			u, s, v := parts[0], parts[1], parts[2]
			if err := m.checkPSD(t, check, tol, covF, s, v); err != nil {
				return nil, err
			}
			root, err := m.npCall(t, "sqrt", false, s)
			if err != nil {
				return nil, err
			}
			if legacy {
				col, err := py.GetItem(t, root, py.NewTuple([]py.Value{&py.Slice{Start: py.None, Stop: py.None, Step: py.None}, py.None}))
				if err != nil {
					return nil, err
				}
				if factor, err = py.Binary(t, py.Mul, col, v); err != nil {
					return nil, err
				}
				break
			}
			us, err := py.Binary(t, py.Mul, u, root)
			if err != nil {
				return nil, err
			}
			if factor, err = py.GetAttr(t, us, "T"); err != nil {
				return nil, err
			}
		case "eigh":
			su, err := m.npCall(t, "eigh", true, covF)
			if err != nil {
				return nil, err
			}
			parts, err := py.Items(t, su)
			if err != nil {
				return nil, err
			}
			s, u := parts[0], parts[1]
			if check != "ignore" {
				if check != "warn" && check != "raise" {
					return nil, py.NewValueError("check_valid must equal 'warn', 'raise', or 'ignore'")
				}
				neg, err := py.Binary(t, py.Sub, py.Float(0), tol)
				if err != nil {
					return nil, err
				}
				bad, err := m.npCall(t, "any", false, mustCompare(t, s, neg))
				if err != nil {
					return nil, err
				}
				if b, _ := py.Truth(t, bad); b && check == "raise" {
					return nil, py.NewValueError("covariance is not symmetric positive-semidefinite.")
				}
			}
			abs, err := m.npCall(t, "abs", false, s)
			if err != nil {
				return nil, err
			}
			root, err := m.npCall(t, "sqrt", false, abs)
			if err != nil {
				return nil, err
			}
			us, err := py.Binary(t, py.Mul, u, root)
			if err != nil {
				return nil, err
			}
			if factor, err = py.GetAttr(t, us, "T"); err != nil {
				return nil, err
			}
		default:
			l, err := m.npCall(t, "cholesky", true, covF)
			if err != nil {
				return nil, err
			}
			if factor, err = py.GetAttr(t, l, "T"); err != nil {
				return nil, err
			}
		}
		var out py.Value
		if legacy {
			prod, err := m.npCall(t, "dot", false, x, factor)
			if err != nil {
				return nil, err
			}
			out, err = py.Binary(t, py.Add, prod, m.np.Wrap(mean))
			if err != nil {
				return nil, err
			}
		} else {
			prod, err := py.Binary(t, py.MatMul, x, factor)
			if err != nil {
				return nil, err
			}
			if out, err = py.Binary(t, py.Add, m.np.Wrap(mean), prod); err != nil {
				return nil, err
			}
		}
		dims := make([]py.Value, len(final))
		for i, d := range final {
			dims[i] = py.NewInt(int64(d))
		}
		return py.CallMethod(t, out, "reshape", []py.Value{py.NewTuple(dims)}, nil)
	}
}

// mustCompare is s < bound as an array (nil on error, which np.any
// reports).
func mustCompare(t *py.Thread, s, bound py.Value) py.Value {
	v, err := py.Compare(t, py.Lt, s, bound)
	if err != nil {
		return py.False
	}
	return v
}

// checkPSD is the SVD path's check that v.T*s @ v reproduces cov.
func (m *Module) checkPSD(t *py.Thread, check string, tol, cov, s, v py.Value) error {
	if check == "ignore" {
		return nil
	}
	if check != "warn" && check != "raise" {
		return py.NewValueError("check_valid must equal 'warn', 'raise', or 'ignore'")
	}
	vt, err := py.GetAttr(t, v, "T")
	if err != nil {
		return err
	}
	vts, err := py.Binary(t, py.Mul, vt, s)
	if err != nil {
		return err
	}
	back, err := m.npCall(t, "dot", false, vts, v)
	if err != nil {
		return err
	}
	f, err := py.GetAttr(t, m.np.PyModule(), "allclose")
	if err != nil {
		return err
	}
	ok, err := py.Call(t, f, []py.Value{back, cov}, []py.Kwarg{{Name: "rtol", Value: tol}, {Name: "atol", Value: tol}})
	if err != nil {
		return err
	}
	if b, _ := py.Truth(t, ok); !b && check == "raise" {
		return py.NewValueError("covariance is not symmetric positive-semidefinite.")
	}
	return nil
}
