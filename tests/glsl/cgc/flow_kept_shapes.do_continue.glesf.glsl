// glesf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glesf
// source file: tests/glsl/cases/flow_kept_shapes.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glesf
//program do_continue
//semantic do_continue.n
//var float n :  : _n1 : 1 : 1
//var float4 c : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
//var float4 do_continue : $vout.COLOR : COL : -1 : 1

precision mediump float;

uniform float _n1;
varying vec4 TEX0;

 // main procedure, the original name was do_continue
void main()
{

    vec4 _a;
    float _x;

    _a = vec4( 0.00000000E+00, 0.00000000E+00, 0.00000000E+00, 0.00000000E+00);
    _x = 0.00000000E+00;
    do { // do begin
        _x = _x + 1.00000000E+00;
        if (TEX0.x*_x > 1.00000000E+00) { // if begin
            { // continue begin
                continue;
            } // end continue
        } // end if
        _a = _a + TEX0;
    } while (_x < _n1); // end do
    gl_FragColor = _a;
    return;
} // main end
