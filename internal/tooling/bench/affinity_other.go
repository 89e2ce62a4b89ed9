//go:build !linux

package bench

import "errors"

var errPlacement = errors.New("CPU placement needs Linux")

func pin(int, []int) error { return errPlacement }

func cpusOf(int) ([]int, error) { return nil, errPlacement }

func allCPUs() []int { return nil }
