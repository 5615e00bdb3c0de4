// glesf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glesf
// source file: tests/glsl/cases/flow_kept_shapes.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glesf
//program if_in_loop
//semantic if_in_loop.n
//var int n :  : _n1 : 1 : 1
//var float4 c : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
//var float4 if_in_loop : $vout.COLOR : COL : -1 : 1

precision mediump float;

uniform int _n1;
varying vec4 TEX0;

 // main procedure, the original name was if_in_loop
void main()
{

    vec4 _a;
    int _i1;

    _a = vec4( 0.00000000E+00, 0.00000000E+00, 0.00000000E+00, 0.00000000E+00);
    _i1 = 0;
    for (; _i1 < _n1; _i1 = _i1 + 1) { // for begin
        if (TEX0.x > float((float(_i1)*5.00000000E-01))) { // if begin
            _a = _a + TEX0;
        } else {
            _a = _a - TEX0.yxwz;
        } // end if
    } // end for
    gl_FragColor = _a;
    return;
} // main end
