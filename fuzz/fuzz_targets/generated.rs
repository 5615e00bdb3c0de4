#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| cgrs_fuzz::generated(data));
