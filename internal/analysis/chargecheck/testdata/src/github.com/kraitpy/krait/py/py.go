// Package py is a stand-in for krait's py with the budget checks.
package py

type Thread struct{ mem int64 }

func (t *Thread) Alloc(n int64) error      { t.mem += n; return nil }
func (t *Thread) CheckAlloc(n int64) error { return nil }

// NewList charges its items.
func NewList(t *Thread, n int) error {
	if err := t.Alloc(int64(n) * 16); err != nil {
		return err
	}
	return nil
}
