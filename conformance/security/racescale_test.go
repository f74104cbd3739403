//go:build !race

package security_test

// timeScale stretches the attacks' time limits (see the race build's).
const timeScale = 1
