package venue_test

import (
	"fmt"

	"github.com/vitae-cv/vitae/cv/venue"
)

func ExampleCatalog_Match() {
	text := "In 2020 USENIX Annual Technical Conference (ATC'20), pages 1-14."
	v, start, end, ok := venue.Default().Match(text)
	fmt.Println(ok, v.Acronym, v.Kind, v.Area)
	fmt.Printf("%q\n", text[start:end])
	// Output:
	// true ATC conference systems
	// "USENIX Annual Technical Conference"
}
