package venue_test

import (
	"fmt"

	"github.com/vitae-cv/vitae/cv/venue"
)

func ExampleCatalog_Match() {
	text := "In 2024 USENIX Annual Technical Conference (ATC'24), pages 11-24."
	v, start, end, ok := venue.Default().Match(text)
	fmt.Println(ok, v.Acronym, v.Kind, v.Area)
	fmt.Printf("%q\n", text[start:end])
	// Output:
	// true ATC conference systems
	// "USENIX Annual Technical Conference"
}
