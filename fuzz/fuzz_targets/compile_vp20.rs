#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| cgrs_fuzz::compile_vp20(data));
