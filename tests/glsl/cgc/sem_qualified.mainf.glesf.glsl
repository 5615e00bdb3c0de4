// glesf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glesf
// source file: tests/glsl/cases/sem_qualified.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glesf
//program mainf
//semantic tint : C6
//semantic scale : C9
//var float4 tint : C6 : _tint : -1 : 1
//var float4 scale : C9 : _scale : -1 : 1
//var float4 uv : $vin.TEXCOORD3 : TEXCOORD3 : 0 : 1
//var float4 col : $vin.COLOR0 : COLOR0 : 1 : 1
//var float4 mainf : $vout.COLOR : COL : -1 : 1

precision mediump float;

struct Vout {
    vec4 _pos;
    vec4 _uv1;
    vec4 _col1;
};

vec4 _ret_0;
varying vec4 TEX3;
varying vec4 COL0;
uniform vec4 _tint;
uniform vec4 _scale;

 // main procedure, the original name was mainf
void main()
{


    _ret_0 = TEX3*_scale + COL0*_tint;
    gl_FragColor = _ret_0;
    return;
} // main end
