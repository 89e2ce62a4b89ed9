package main

import (
	"reflect"
	"testing"
)

func TestCheckRooms(t *testing.T) {
	rooms, err := ParseBlock([]byte("```rooms\ninternal/app\ninternal/service/... internal/index/...\ninternal/chain/...\n```\n"), "rooms")
	if err != nil {
		t.Fatal(err)
	}
	pkg := func(rel string, imports ...string) Package {
		var full []string
		for _, i := range imports {
			full = append(full, p(i))
		}
		return Package{ImportPath: p(rel), Imports: full}
	}
	clean := []Package{
		pkg("internal/app", "internal/service/api", "internal/chain/nodes"),
		pkg("internal/service/api", "internal/service/trade", "internal/index/eventdb", "internal/chain/nodes"),
		pkg("internal/service/trade", "internal/chain/nodes"),
		pkg("internal/index/eventdb"),
		pkg("internal/index/follower", "internal/service/trade"), // same level: allowed
		pkg("internal/chain/nodes"),
		pkg("cmd/x", "internal/app"), // outside internal/: in no room
		pkg("simulate"),
	}
	if vs := CheckRooms(rooms, mod, clean); len(vs) != 0 {
		t.Fatalf("clean module: %v", vs)
	}

	bad := append(clean[:len(clean):len(clean)],
		pkg("internal/chain/sender", "internal/service/trade"), // up a level
		pkg("internal/stray"), // in no room
	)
	var got []string
	for _, v := range CheckRooms(rooms, mod, bad) {
		got = append(got, v.Importer+" -> "+v.Imported)
	}
	want := []string{"internal/stray -> ", "internal/chain/sender -> internal/service/trade"}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("violations %q, want %q", got, want)
	}

	// a room that holds nothing is reported
	empty, _ := ParseBlock([]byte("```rooms\ninternal/app\ninternal/gone/...\n```\n"), "rooms")
	vs := CheckRooms(empty, mod, []Package{pkg("internal/app")})
	if len(vs) != 1 || vs[0].Rule != 7 || vs[0].Importer != "" {
		t.Fatalf("empty room: %v", vs)
	}
}
