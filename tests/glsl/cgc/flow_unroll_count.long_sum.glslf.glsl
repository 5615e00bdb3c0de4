// glslf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -unroll count=100 -profile glslf
// source file: tests/glsl/cases/flow_unroll_count.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslf
//program long_sum
//var float4 c : $vin.TEXCOORD0 : TEX0 : 0 : 1
//var float4 long_sum : $vout.COLOR : COL : -1 : 1

#version 110


 // main procedure, the original name was long_sum
void main()
{

    vec4 _a;
    int _i1;

    _a = vec4( 0.00000000E+00, 0.00000000E+00, 0.00000000E+00, 0.00000000E+00);
    _i1 = 0;
    for (; _i1 < 300; _i1 = _i1 + 1) { // for begin
        _a = _a + gl_TexCoord[0]*float(_i1);
    } // end for
    gl_FragColor = _a;
    return;
} // main end
