//go:build !linux

package bench

import "errors"

func pin(int, []int) error { return errors.New("CPU placement needs Linux") }

func allCPUs() []int { return nil }
