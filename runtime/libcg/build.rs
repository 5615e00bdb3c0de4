//! The shared library's own name (SONAME), which the dynamic loader records
//! in every program linked against it: NVIDIA's is `libCg.so`.
fn main() {
    let os = std::env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    match os.as_str() {
        "macos" | "ios" => {
            println!("cargo:rustc-cdylib-link-arg=-Wl,-install_name,@rpath/libCg.dylib")
        }
        "windows" => {}
        _ => println!("cargo:rustc-cdylib-link-arg=-Wl,-soname,libCg.so"),
    }
}
