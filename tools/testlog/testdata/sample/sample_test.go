package sample

import (
	"testing"
	"time"
)

func TestFast(t *testing.T) { t.Log("fast says hello") }

func TestSlow(t *testing.T) {
	time.Sleep(300 * time.Millisecond)
	t.Log("slow says hello")
}

func TestFails(t *testing.T) {
	t.Run("inner", func(t *testing.T) { t.Error("inner failed on purpose") })
}

func TestSkipped(t *testing.T) { t.Skip("skipped on purpose") }
