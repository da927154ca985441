package names_test

import (
	"fmt"

	"github.com/vitae-cv/vitae/cv/parse/names"
)

// All names here are fictional.

func ExampleSplit() {
	l := names.Split("Quill, A. B., Reyes, B.* & Tam, C. et al.")
	fmt.Printf("%q cut=%v\n", l.Names, l.Cut)
	// Output: ["Quill, A. B" "Reyes, B.*" "Tam, C"] cut=true
}

func ExampleOwner_Index() {
	o := names.NewOwner("Mira X. Tanaka")
	fmt.Println(o.Index([]string{"Bo Reyes", "Tanaka, M.", "Cy Tam"}))
	fmt.Println(o.Index([]string{"Bo Reyes", "Moto Tanaka"}))
	// Output:
	// 2
	// 0
}

func ExampleInfer() {
	lists := [][]string{
		{"Ada B. Quill", "Mo Vance"},
		{"Quill, A.", "Cy Tam"},
		{"Di Ng", "A. B. Quill"},
	}
	c, unsure := names.Infer("", lists, nil)
	fmt.Println(c.Seed, c.Lists, unsure)
	// Output: Ada B. Quill 3 false
}
