// glslf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslf -po version=100
// source file: tests/glsl/cases/sem_fout_single.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslf
//program main
//var float4 t : $vin.TEXCOORD0 : TEX0 : 0 : 1
//var float4 color : $vout.COLOR : COL : 1 : 1
//var float depth : $vout.DEPTH : DEPR : 2 : 1

vec4 _color1;
float _depth1;
float _TMP0;
float _TMP3;

 // main procedure, the original name was main
void main()
{


    _color1 = gl_TexCoord[0]*2.00000000E+00;
    _TMP0 = min(1.00000000E+00, gl_TexCoord[0].z);
    _TMP3 = max(0.00000000E+00, _TMP0);
    _depth1 = _TMP3;
    gl_FragDepth = _TMP3;
    gl_FragColor = _color1;
} // main end
