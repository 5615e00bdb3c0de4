// glslf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslf
// source file: tests/glsl/cases/state_semantics.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslf
//program main_fragment
//semantic main_fragment.mvp : state.matrix.mvp
//semantic main_fragment.fogColor : state.fog.color
//semantic main_fragment.matAmbient : state.material.ambient
//semantic main_fragment.backSpecular : state.material.back.specular
//semantic main_fragment.lightSpecular : state.light[2].specular
//semantic main_fragment.lightprodDiffuse : state.lightprod[0].diffuse
//var float4 matAmbient : state.material.ambient : _matAmbient1 : 2 : 1
//var float4 lightprodDiffuse : state.lightprod[0].diffuse : _lightprodDiffuse1 : 5 : 1
//var float4 main_fragment : $vout.COLOR : COL : -1 : 1

#version 110

vec4 _ret_0;
uniform vec4 _matAmbient1;
uniform vec4 _lightprodDiffuse1;
vec4 _r0008;

 // main procedure, the original name was main_fragment
void main()
{


    _r0008.x = dot(gl_ModelViewProjectionMatrixTranspose[0], gl_Fog._color);
    _r0008.y = dot(gl_ModelViewProjectionMatrixTranspose[1], gl_Fog._color);
    _r0008.z = dot(gl_ModelViewProjectionMatrixTranspose[2], gl_Fog._color);
    _r0008.w = dot(gl_ModelViewProjectionMatrixTranspose[3], gl_Fog._color);
    _ret_0 = gl_Fog._color*_matAmbient1 + gl_BackMaterial._specular*gl_LightSource[2]._specular1 + _lightprodDiffuse1 + _r0008;
    gl_FragColor = _ret_0;
    return;
} // main end
