// glslf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslf
// source file: tests/glsl/cases/flow_kept_shapes.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslf
//program varying_while
//var float4 c : $vin.TEXCOORD0 : TEX0 : 0 : 1
//var float4 varying_while : $vout.COLOR : COL : -1 : 1

#version 110


 // main procedure, the original name was varying_while
void main()
{

    vec4 _a;
    int _k;

    _a = gl_TexCoord[0];
    _k = 0;
    while (_a.x < 1.00000000E+00 && _k < 5) { // while begin
        _a = _a*1.50000000E+00 + 2.50000000E-01;
        _k = _k + 1;
    } // end while
    gl_FragColor = _a;
    return;
} // main end
